/**
 * The query keys of the reports: every page of a report under ['reports', name, …], a report's filter options under
 * ['report-filter-options', name]. Reports only read; nothing here is invalidated by a step of this feature.
 */
export const REPORTS_KEY = ['reports'] as const;
export const REPORT_FILTER_OPTIONS_KEY = ['report-filter-options'] as const;
