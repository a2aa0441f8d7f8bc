import "server-only";
/** A PDF (or other file) response: its SHA-256 travels as ETag and X-Content-SHA256. */
export function pdfResponse(file: { content: Buffer; sha256: string; filename: string }, disposition: "inline" | "attachment" = "inline"): Response {
  return new Response(new Uint8Array(file.content), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(file.content.length),
      "content-disposition": `${disposition}; filename="${file.filename}"`,
      etag: `"${file.sha256}"`,
      "x-content-sha256": file.sha256,
      "cache-control": "private, no-store",
    },
  });
}
