import { redirect } from "next/navigation";

/** Households and workers sign in where clerks do; they land on /portal afterwards. */
export default function PortalSignInPage() {
  redirect("/sign-in?callbackUrl=%2Fportal");
}
