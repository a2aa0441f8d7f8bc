/**
 * `npm run org:create -- --name "CAF Roma Centro" --admin-email amministrazione@caf.example [--admin-name "Maria Verdi"]`:
 * creates an organization, its administrator and a read-write API key (and nothing else), and prints
 * the password and the key once. Run twice, it says the organization exists and changes nothing.
 * On DATABASE_URL, else on the embedded database of the data folder (stop `npm start` first).
 */
import { disconnectDb } from "@/lib/db/client";
import { createOrganization, OrganizationInputError } from "@/lib/services/installation/create-organization";
import { withInstallationDatabase } from "./installation-db";

const USAGE = 'usage: npm run org:create -- --name "<organization>" --admin-email <e-mail> [--admin-name "<name>"]';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const name = option(args, "--name");
  const adminEmail = option(args, "--admin-email");
  if (!name || !adminEmail) throw new OrganizationInputError(USAGE);
  const result = await withInstallationDatabase(async () => {
    try {
      return await createOrganization({ name, adminEmail, adminName: option(args, "--admin-name") });
    } finally {
      await disconnectDb();
    }
  });
  if (!result.created) {
    const what = result.reason === "organization_exists" ? `An organization named "${name}"` : `A user with the e-mail ${adminEmail}`;
    console.log(`${what} already exists (organization ${result.organizationId}): nothing was changed.`);
    return;
  }
  console.log(
    [
      `Organization "${name}" created: ${result.organizationId}`,
      `Administrator: ${result.adminEmail}`,
      `Password:      ${result.adminPassword}`,
      `API key:       ${result.apiKey}`,
      "The password and the key are shown only now (only their hashes are stored): keep them safe.",
      "The administrator changes the password and creates further users and keys under Impostazioni.",
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof OrganizationInputError ? 2 : 1);
});
