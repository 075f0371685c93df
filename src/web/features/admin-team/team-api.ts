// The team screen's calls (owners only; a 401 sends the member to sign in again) and the invitation
// page's, which run before the invitee has a session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/config.ts';
import type { InvitationStatus, Team } from '../../../shared/schemas/team.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import { api } from '../../lib/data/api-client.ts';
import { adminSessionKeys, type AdminUser } from '../../lib/data/admin-auth.ts';

const TEAM_PATH = '/api/admin/team';
export const teamKeys = { all: [TEAM_PATH] as const };

export function useTeam() {
  return useQuery({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => api.get<Team>(TEAM_PATH, { on401: 'staff-sign-in', signal }),
  });
}

/** A team change; the answer is the whole team as it now is. */
function useTeamChange<Input>(call: (input: Input) => Promise<Team>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (team) => queryClient.setQueryData(teamKeys.all, team),
  });
}

export const useInvite = () =>
  useTeamChange((input: { email: string; role: StaffRole; language: Language }) =>
    api.post<Team>(`${TEAM_PATH}/invitations`, input, { on401: 'staff-sign-in' }),
  );

export const useChangeRole = () =>
  useTeamChange(({ id, role }: { id: string; role: StaffRole }) =>
    api.put<Team>(`${TEAM_PATH}/${id}/role`, { role }, { on401: 'staff-sign-in' }),
  );

export const useSetAccess = () =>
  useTeamChange(({ id, disabled }: { id: string; disabled: boolean }) =>
    api.put<Team>(`${TEAM_PATH}/${id}/access`, { disabled }, { on401: 'staff-sign-in' }),
  );

export const useSetTwoFactorPolicy = () =>
  useTeamChange((required: boolean) =>
    api.put<Team>(`${TEAM_PATH}/two-factor-policy`, { required }, { on401: 'staff-sign-in' }),
  );

export const useResetTwoFactor = () =>
  useTeamChange((id: string) =>
    api.delete<Team>(`${TEAM_PATH}/${id}/two-factor`, { on401: 'staff-sign-in' }),
  );

export const useEndMemberSessions = () =>
  useTeamChange((id: string) => api.delete<Team>(`${TEAM_PATH}/${id}/sessions`, { on401: 'staff-sign-in' }));

export const lookUpInvitation = (token: string) =>
  api.post<InvitationStatus>('/api/team/invitation', { token });

/** Accepts the invitation; the answer is the new member, now signed in. */
export function useAcceptInvitation(): (input: {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}) => Promise<AdminUser> {
  const queryClient = useQueryClient();
  return async (input) => {
    const member = await api.post<AdminUser>('/api/team/invitation/accept', input);
    queryClient.setQueryData(adminSessionKeys.user, member);
    return member;
  };
}
