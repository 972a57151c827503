-- Every write to the rows the read caches keep announces itself on 'jyotishi_changes', so each
-- instance evicts what changed, whoever wrote it (ADR 005). The payload is '<topic>:<key>'.
-- TG_ARGV: the topic, then the column holding the key.
CREATE FUNCTION jyotishi_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_key := to_jsonb(OLD) ->> TG_ARGV[1];
    PERFORM pg_notify('jyotishi_changes', TG_ARGV[0] || ':' || old_key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := to_jsonb(NEW) ->> TG_ARGV[1];
    IF new_key IS DISTINCT FROM old_key THEN
      PERFORM pg_notify('jyotishi_changes', TG_ARGV[0] || ':' || new_key);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION jyotishi_notify_change('session', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER profiles_changed AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION jyotishi_notify_change('profile', 'phone_number');
--> statement-breakpoint
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION jyotishi_notify_change('profile', 'user_phone');
--> statement-breakpoint
CREATE TRIGGER readings_changed AFTER INSERT OR UPDATE OR DELETE ON readings
  FOR EACH ROW EXECUTE FUNCTION jyotishi_notify_change('readings', 'user_phone');
