/** Placeholder until the editor issue lands; replaced by the editor shell. */
export default function EditorApp() {
  return <main style={{ padding: 24, fontFamily: 'system-ui' }}>The editor is being built.</main>;
}
