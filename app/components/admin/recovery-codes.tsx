import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";

/** The text a person keeps: whose codes they are, for which site, and one code per line. */
export function recoveryCodesText(codes: string[], username: string, site: string): string {
  return [
    `${company.name}: two-factor recovery codes for ${username}`,
    `Site: ${site}`,
    "Each code signs you in once, in place of an authenticator code. Making new codes ends these.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * New recovery codes, shown once: to read, to copy in one press, or to keep as a text file. The file is a
 * `data:` link, so it downloads without JavaScript too; nothing leaves the browser.
 */
export function RecoveryCodes({ codes, username, site }: { codes: string[]; username: string; site: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | undefined>();
  const text = recoveryCodesText(codes, username, site);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }
  return (
    <div className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-4">
      <h3 id="recovery-codes-heading" tabIndex={-1} className="text-sm font-semibold text-slate-900">
        Recovery codes (shown once)
      </h3>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm text-slate-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy the codes
        </Button>
        <a
          className={buttonClasses("outline")}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`recovery-codes-${username}.txt`}
        >
          <Download aria-hidden="true" />
          Download as a text file
        </a>
        <p role="status" className="text-sm text-slate-700">
          {copied === "yes"
            ? "The codes are on your clipboard."
            : copied === "no"
              ? "This browser did not allow copying: select the codes above, or download them."
              : ""}
        </p>
      </div>
    </div>
  );
}
