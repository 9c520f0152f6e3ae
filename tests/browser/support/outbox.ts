/**
 * The newest sign-in code the server "sent" to an e-mail, read from the development outbox
 * (`/dev/outbox.json`), the way a tester reads their inbox. Waits up to 5 s for it to arrive.
 */
export async function latestSignInCode(serverUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${serverUrl}/dev/outbox.json?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as {
      messages: { to?: string; code: string | null }[];
    };
    const code = messages.find((m) => (m.to ? m.to === email : true) && m.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code was sent to ${email}`);
}

/** The newest studio sign-in code for an e-mail (its subject names the studio). */
export async function latestStudioCode(serverUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${serverUrl}/dev/outbox.json?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as {
      messages: { subject: string; code: string | null }[];
    };
    const code = messages.find((m) => m.code && m.subject.includes('studio'))?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No studio code was sent to ${email}`);
}
