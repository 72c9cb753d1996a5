/** Every shared test runs with the error map the server and the web install. */
import { installErrorMap } from './api/error-map.ts';

installErrorMap();
