import { afterEach, beforeEach } from 'vitest';
import { addErrorSink, type ErrorReport } from '@/services/errorReporting';

/**
 * Records what is sent to the error service. Call once at the top of a test file (or describe);
 * the returned list is emptied before each test.
 */
export const recordReports = () => {
  const reports: ErrorReport[] = [];
  let remove = () => {};
  beforeEach(() => {
    reports.length = 0;
    remove = addErrorSink((report) => reports.push(report));
  });
  afterEach(() => remove());
  return reports;
};
