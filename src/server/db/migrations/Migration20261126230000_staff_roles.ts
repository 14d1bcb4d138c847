import { Migration } from '@mikro-orm/migrations';

/**
 * Staff roles (issue #29): every account gets a role, and the accounts there were, all of which
 * could do everything, become owners so nobody loses access; new accounts name their role. Managers
 * export leads only when an owner allowed it; accounts can be disabled or told to change their password.
 * Sessions keep the address they signed in from, for the owners' list of an account's sessions.
 */
export class Migration20261126230000_staff_roles extends Migration {
  override name = 'Migration20261126230000_staff_roles';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add column "role" varchar(10) not null default 'owner', add column "can_export_leads" boolean not null default false, add column "disabled_at" timestamptz null, add column "must_change_password" boolean not null default false;`,
    );
    this.addSql(`alter table "users" alter column "role" drop default;`);
    this.addSql(`alter table "sessions" add column "ip_address" varchar(45) null;`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('owner', 'manager', 'agent', 'editor'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop column "ip_address";`);
    this.addSql(
      `alter table "users" drop constraint "users_role_check", drop column "role", drop column "can_export_leads", drop column "disabled_at", drop column "must_change_password";`,
    );
  }
}
