"use client";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { formatTimestamp } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { UserView } from "@/lib/validation/settings";

interface UsersTableProps {
  users: UserView[];
  currentUserId?: string;
  onEdit: (user: UserView) => void;
  onToggle: (user: UserView) => void;
  onReset: (user: UserView) => void;
}

/** The organization's clerks: role, last sign-in, status, and edit / enable or disable / reset password. */
export function UsersTable({ users, currentUserId, onEdit, onToggle, onReset }: UsersTableProps) {
  const { t, locale } = useI18n();
  const s = t.settings.users;
  return (
    <Table caption={t.settings.tabs.users}>
      <thead>
        <tr>
          <Th>{s.name}</Th>
          <Th>{s.email}</Th>
          <Th>{s.role}</Th>
          <Th>{s.lastSignIn}</Th>
          <Th>{s.status}</Th>
          <Th>{s.actions}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {users.map((u) => (
          <tr key={u.id} data-testid="user-row" data-email={u.email}>
            <Td className="font-medium">
              {u.name} {u.id === currentUserId && <span className="text-xs font-normal text-slate-500">{s.you}</span>}
            </Td>
            <Td>{u.email}</Td>
            <Td>
              <Badge tone={u.role === "admin" ? "blue" : u.role === "approver" ? "green" : "gray"}>{s.roles[u.role]}</Badge>
            </Td>
            <Td data-testid="user-last-sign-in">{u.lastSignInAt ? formatTimestamp(u.lastSignInAt, locale) : s.never}</Td>
            <Td>{u.disabledAt ? <Badge tone="red">{s.disabled}</Badge> : <Badge tone="green">{s.active}</Badge>}</Td>
            <Td className="whitespace-nowrap">
              <Button size="sm" variant="ghost" onClick={() => onEdit(u)} aria-label={s.editTitle(u.name)} data-testid="user-edit">
                {s.edit}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onToggle(u)} data-testid="user-toggle">
                {u.disabledAt ? s.enable : s.disable}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onReset(u)} aria-label={s.resetTitle(u.name)} data-testid="user-reset">
                {s.resetPassword}
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
