import "server-only";
import type { Tx } from "@/lib/db/client";
import { decodePersonFiscalCode } from "@/lib/validation/tax-codes";
import { assertFiscalCodeFree } from "./create-worker";

interface ContractWorkerCopy {
  id: string;
  workerId: string | null;
  workerFirstName: string;
  workerLastName: string;
  workerFiscalCode: string | null;
  workerBirthDate: Date | null;
  workerBirthPlace: string | null;
  workerNationality: string | null;
  workerAddress: string | null;
  workerLocality: string | null;
  workerProvince: string | null;
  workerZipCode: string | null;
  workerIban: string | null;
}

/**
 * A contract's PATCH of its `worker` fields is a change of the person (issue 31): the worker
 * takes the contract's fields, and so do the worker's other contracts. A fiscal code that another
 * worker of the organization holds is refused (409 worker_fiscal_code_taken, with that workerId).
 */
export async function syncWorkerFromContract(tx: Tx, organizationId: string, c: ContractWorkerCopy): Promise<void> {
  if (!c.workerId) return;
  await assertFiscalCodeFree(tx, organizationId, c.workerFiscalCode, c.workerId);
  const sex = c.workerFiscalCode ? decodePersonFiscalCode(c.workerFiscalCode)?.sex : undefined;
  const copy = {
    workerFirstName: c.workerFirstName,
    workerLastName: c.workerLastName,
    workerFiscalCode: c.workerFiscalCode,
    workerBirthDate: c.workerBirthDate,
    workerBirthPlace: c.workerBirthPlace,
    workerNationality: c.workerNationality,
    workerAddress: c.workerAddress,
    workerLocality: c.workerLocality,
    workerProvince: c.workerProvince,
    workerZipCode: c.workerZipCode,
    workerIban: c.workerIban,
  };
  await tx.worker.update({
    where: { id: c.workerId },
    data: {
      firstName: c.workerFirstName,
      lastName: c.workerLastName,
      fiscalCode: c.workerFiscalCode,
      birthDate: c.workerBirthDate,
      ...(sex ? { sex } : {}),
      birthPlace: c.workerBirthPlace,
      nationality: c.workerNationality,
      address: c.workerAddress,
      locality: c.workerLocality,
      province: c.workerProvince,
      zipCode: c.workerZipCode,
      iban: c.workerIban,
    },
    select: { id: true },
  });
  await tx.domesticContract.updateMany({ where: { workerId: c.workerId, id: { not: c.id } }, data: copy });
}
