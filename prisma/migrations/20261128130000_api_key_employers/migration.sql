-- Issue 28: an API key restricted to some of the organization's employers (what a household's
-- access will use). Empty: the whole organization, as every key before. The ids are not foreign
-- keys: an erased employer leaves its id behind, so a key restricted to it sees nothing rather
-- than everything.
ALTER TABLE "api_keys" ADD COLUMN "employer_ids" UUID[] NOT NULL DEFAULT '{}';
