// Matchers come from the workspace setup file (scripts/jest/setup-dom.cjs); this only types them.
/// <reference types="@testing-library/jest-dom" />
