/** Where the node project's tests are (vite.config.ts): every `*.test.ts` under these folders. */
export const NODE_TEST_FOLDERS = ['app', 'common', 'server', 'scripts', 'tests/unit', 'bench'];

/**
 * The node test files that replace one of the app's modules (`vi.mock`): the node project shares
 * modules between the files a worker runs (ADR-0013), so these run in a project of their own.
 */
export const MODULE_REPLACING_TESTS = ['server/modules/accounts/credentials.test.ts'];
