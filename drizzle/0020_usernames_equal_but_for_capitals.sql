-- Written by hand: a username is one name whatever its capitals, and the next migration makes the database
-- refuse two that differ only by capitals (a unique index on lower(username)). Earlier releases let an
-- account "alice" be created beside "Alice". Of each such group the oldest account keeps its name; every
-- other one is renamed "<its name>-<n>" with the smallest n from 2 that no account has in any capitals
-- (cut to stay within 64 characters). Nothing else changes: the account keeps its password, role, sessions,
-- posts and history, and each rename is in the audit trail ("user.rename", with the old and new names and
-- the account that kept the name), so an administrator can tell the person their new username.
DO $$
DECLARE
  account record;
  n integer;
  candidate text;
BEGIN
  FOR account IN
    SELECT id, username, first_value(username) OVER same_name AS kept_by, row_number() OVER same_name AS place
    FROM users
    WINDOW same_name AS (PARTITION BY lower(username) ORDER BY created_at, id)
    ORDER BY lower(username), created_at, id
  LOOP
    CONTINUE WHEN account.place = 1;
    n := 2;
    LOOP
      candidate := left(account.username, 64 - length('-' || n)) || '-' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE users SET username = candidate, updated_at = now() WHERE id = account.id;
    INSERT INTO audit_events (action, subject, subject_id, detail)
    VALUES (
      'user.rename',
      candidate,
      account.id::text,
      jsonb_build_object('from', account.username, 'to', candidate, 'sameNameAs', account.kept_by)
    );
  END LOOP;
END
$$;
