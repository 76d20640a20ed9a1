/**
 * Stands in for antd's in-place text editor (Typography's `editable`) in every build: see
 * NoEditableTypographyPlugin in webpack.mjs. Lint forbids `editable`, so nothing reaches it.
 */
export default function Editable() {
  throw new Error('Typography `editable` is not in the cabinet’s builds: edit a text in a form field.');
}
