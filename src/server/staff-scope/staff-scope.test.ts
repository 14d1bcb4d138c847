import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/auth.service.ts';
import { SCOPED, StaffScope } from './staff-scope.ts';

const user = (role: SessionUser['role'], agentId: number | null): SessionUser => ({
  id: 9,
  username: `a.${role}`,
  role,
  agentId,
  canExportLeads: false,
  mustChangePassword: false,
});

describe('StaffScope', () => {
  it('lets owners and managers read every record: a filter is used as it is', () => {
    for (const role of ['owner', 'manager'] as const) {
      const scope = StaffScope.of(user(role, 4));
      expect(scope.where(SCOPED.viewings, { agent: 7 })).toEqual({ agent: 7 });
      expect(scope.sql(SCOPED.leads, 'i')).toEqual({ sql: 'true', params: [] });
    }
  });

  it('keeps an agent to their own records, whatever the filter asks for: both must hold', () => {
    const scope = StaffScope.of(user('agent', 4));
    expect(scope.where(SCOPED.viewings, { agent: 7 })).toEqual({ $and: [{ agent: 4 }, { agent: 7 }] });
    expect(scope.where(SCOPED.leads, { id: 3 })).toEqual({ $and: [{ assignedAgent: 4 }, { id: 3 }] });
    expect(scope.where(SCOPED.leadMail, {})).toEqual({ $and: [{ inquiry: { assignedAgent: 4 } }, {}] });
    expect(scope.sql(SCOPED.leads, 'i')).toEqual({ sql: '(i.assigned_agent_id = ?)', params: [4] });
  });

  it('spreading a filter over the scope cannot replace it (the mistake of issue #40)', () => {
    const scoped = StaffScope.of(user('agent', 4)).where(SCOPED.viewings, {});
    expect({ ...scoped, agent: 7 }).toEqual({ $and: [{ agent: 4 }, {}], agent: 7 });
  });

  it('shows nothing to editors and to an agent account linked to no agent', () => {
    for (const scope of [StaffScope.of(user('editor', null)), StaffScope.of(user('agent', null))]) {
      expect(scope.where(SCOPED.leads, { id: 3 })).toEqual({ $and: [{ assignedAgent: 0 }, { id: 3 }] });
      expect(scope.sql(SCOPED.leads, 'i')).toEqual({ sql: 'false', params: [] });
    }
  });
});
