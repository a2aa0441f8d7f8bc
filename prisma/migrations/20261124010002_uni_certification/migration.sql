-- UNI 11766:2019 certification of the worker (docs/domain/rules-update.md §8, Table L): the last
-- day it is valid; the monthly allowance is due to levels B, BS and CS until then. NULL = none.
ALTER TABLE "contract_terms" ADD COLUMN "uni_certified_until" DATE;
