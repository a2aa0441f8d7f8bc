-- Issue 26 (maker–checker): a user who finalizes payslips another user prepared.
ALTER TYPE "UserRole" ADD VALUE IF NOT EXISTS 'approver';
