import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { downloadBothFormats, fileNamed } from '../../../../test/list-file.ts';
import { renderAt } from '../../../../test/render.tsx';
import { buildProcessingResult } from '../../test/application-builders.ts';
import { ProcessedApplications } from './processed-applications.tsx';

const EXPORT = '/api/Application/GetApplicationProcessingResult/DayAhead/2026-03-10/Export';

describe('ProcessedApplications', { timeout: 20_000 }, () => {
  it("downloads every application of the batch as Excel or CSV, whatever the page shown; words as the file's", async () => {
    const fetchMock = stubFetch({
      [`GET ${EXPORT}`]: [
        fileNamed('Processed-DayAhead-2026-03-10.xlsx'),
        fileNamed('Processed-DayAhead-2026-03-10.csv'),
      ],
    });
    renderAt(
      <ProcessedApplications
        listType="DayAhead"
        result={buildProcessingResult()}
        page={{ pageNumber: 2, pageSize: 10 }}
        onPageChange={vi.fn()}
        isFetching={false}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Processed applications' });
    const congested = within(grid).getByText('STOA/DA/2026/0002').closest<HTMLElement>('[role="row"]')!;
    expect(within(congested).getByText('Congested')).toBeInTheDocument();
    expect(within(congested).getByText('1 blocks, short 5.00 MW')).toBeInTheDocument();
    const { saved, exports } = await downloadBothFormats(userEvent.setup(), fetchMock);
    expect(saved).toEqual(['Processed-DayAhead-2026-03-10.xlsx', 'Processed-DayAhead-2026-03-10.csv']);
    expect(exports).toEqual([`${EXPORT}?format=xlsx`, `${EXPORT}?format=csv`]);
  });
});
