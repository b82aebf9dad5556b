import type { DASHBOARD_KEYS, MessagesFor, ServerSession } from './admin-messages';
import { AdminFrame } from './AdminFrame';

interface Props {
  messages: MessagesFor<typeof DASHBOARD_KEYS>;
  session: ServerSession;
}

/** /admin: a placeholder until the back-office work brings the real dashboard. */
export default function AdminDashboard({ messages, session }: Props) {
  return (
    <AdminFrame messages={messages} session={session} current="dashboard">
      <h1>{messages['admin.dashboard.title']}</h1>
      <p>{messages['admin.dashboard.placeholder']}</p>
    </AdminFrame>
  );
}
