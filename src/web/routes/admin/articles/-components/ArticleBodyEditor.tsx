import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
// The editor's styles come with its chunk, not every page's; Mantine's rich-text package bundles its
// colour control too (unused here), whose classes the build's Mantine styles check asks to be styled.
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, type ReactNode } from 'react';

/**
 * An article's body in a rich-text editor (Tiptap, as Mantine wraps it), writing HTML of the tags the
 * server keeps (headings, paragraphs, lists, quotes, bold, italic, links): what is saved is what the
 * page shows, once the server's sanitizer has passed over it. Loaded lazily, with its own chunk.
 */
export default function ArticleBodyEditor({
  label,
  value,
  onChange,
  error,
  lang,
  dir,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  lang: string;
  dir: 'ltr' | 'rtl';
}) {
  const id = useId();
  const editor = useEditor({
    // Headings start at h2 (the page's title is the h1); links come from Mantine's Link below.
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
      Link,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': id, lang, dir } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} error={error}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
