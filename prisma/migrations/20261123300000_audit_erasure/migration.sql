-- Erasure (issue 16 point 12): the audit log stays append-only, with one exception: an entry's
-- before/after payload may be replaced by {"redacted": true} (its action, actor, entity and time
-- never change). Deleting entries is still refused.
CREATE OR REPLACE FUNCTION audit_log_reject_change() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'UPDATE'
       AND NEW.id = OLD.id
       AND NEW.organization_id = OLD.organization_id
       AND NEW.actor_type = OLD.actor_type
       AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
       AND NEW.action = OLD.action
       AND NEW.entity_type = OLD.entity_type
       AND NEW.entity_id = OLD.entity_id
       AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
       AND NEW.created_at = OLD.created_at
       AND (NEW."before" IS NULL OR NEW."before" = '{"redacted": true}'::jsonb)
       AND (NEW."after" IS NULL OR NEW."after" = '{"redacted": true}'::jsonb) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only (only a redaction of its payloads is allowed)';
END;
$$ LANGUAGE plpgsql;
