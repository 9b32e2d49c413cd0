// `testTimeout` is a root-only jest option; the e2e project sets its own here.
jest.setTimeout(120_000);
