-- CCNL 2025 (docs/domain/rules-update.md §8): the unpaid parental leave (up to 4 months, no
-- accruals) and the father's 2 days of paid permit at the birth of a child.
ALTER TYPE "WorkEventSubType" ADD VALUE IF NOT EXISTS 'parental_leave';
ALTER TYPE "WorkEventSubType" ADD VALUE IF NOT EXISTS 'birth_permit';
