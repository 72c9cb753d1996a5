// The jest-dom matchers (toBeInTheDocument, ...) are registered by the `setupFiles` entry; this gives them types.
/// <reference types="@testing-library/jest-dom/vitest" />
