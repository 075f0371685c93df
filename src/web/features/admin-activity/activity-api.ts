// The Activity screen's reads: one page of the audit trail and the staff accounts its filter offers.
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';
import { pagedListKeys, useAdminFigures, useAdminPage } from '../../lib/hooks/use-admin-page.ts';

const ACTIVITY_PATH = '/api/admin/activity';
export const activityKeys = {
  ...pagedListKeys(ACTIVITY_PATH),
  staff: [`${ACTIVITY_PATH}/staff`] as const,
};

export const useActivityPage = (query: string) => useAdminPage<ActivityEvent>(activityKeys, query);
export const useActivityStaff = () => useAdminFigures<{ id: string; email: string }[]>(activityKeys.staff);
