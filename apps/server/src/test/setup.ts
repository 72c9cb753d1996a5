/** Every server test (also those that parse without an app) runs with the error map buildApp installs. */
import { installErrorMap } from '@stoa/shared';

installErrorMap();
