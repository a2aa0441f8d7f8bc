"use client";
/** The clerk's calendar feed in the browser (issue 31 point 5): its status, creating or replacing it, revoking it. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedStatus, CalendarFeedView } from "@/lib/validation/deadlines";
import { apiFetch } from "./api";

export const CALENDAR_FEED_PATH = "/v1/me/calendar-feed";
export const calendarFeedKeys = { status: ["calendar-feed"] as const };

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKeys.status, queryFn: () => apiFetch<CalendarFeedStatus>(CALENDAR_FEED_PATH) });
}

/** Creates the feed, or replaces its address (the old one stops working); the answer holds the new address, shown once. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CalendarFeedView>(CALENDAR_FEED_PATH, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKeys.status }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(CALENDAR_FEED_PATH, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKeys.status }),
  });
}
