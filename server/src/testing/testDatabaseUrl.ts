/**
 * TEST_DATABASE_URL (a PostgreSQL server; CI starts a throwaway one), or null after saying which
 * tests are skipped and why, so a skipped pass is never silent.
 */
export const testDatabaseUrl = (tests: string) => {
  const url = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!url) {
    console.info(
      `Skipped: ${tests}. They need a PostgreSQL server: set TEST_DATABASE_URL ` +
        '(e.g. postgres://postgres@127.0.0.1:5432/postgres); CI does.',
    );
  }
  return url;
};
