#!/bin/sh
# Run once by the postgres image when the db volume is first initialised (/docker-entrypoint-initdb.d):
# the role the app serves as (DATABASE_URL), which is no superuser and owns nothing. The owning role is
# POSTGRES_USER (MIGRATION_DATABASE_URL); the app's first start grants this one what it needs
# (docs/deployment.md, "Database roles"). A volume made before this script: create the role by hand.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$APP_DB_PASSWORD" <<'SQL'
create role sixsenses_app login password :'password';
SQL
