/**
 * Replacement for docusaurus-theme-openapi-docs' request-body editor.
 * The original wraps react-live's editor in a LiveProvider, which compiles and
 * evaluates the edited text as code on every keystroke (`new Function`), so
 * it needs 'unsafe-eval' in the Content-Security-Policy. A request body is
 * data, not code: this version keeps the same editor (react-live's Editor,
 * the syntax-highlighted editable block) and the same form wiring, without
 * evaluating anything. Props match the original's.
 */
import React, { useEffect, useRef, useState } from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import { Editor } from 'react-live';

// The explorer's own modules load react-hook-form with require(), which resolves to the
// package's CommonJS build. An `import` here would load its ESM build: a second copy with its
// own React context, in which useFormContext() finds no form. So require it the same way.
/* eslint-disable @typescript-eslint/no-require-imports */
const { Controller, useFormContext } = require('react-hook-form') as typeof import('react-hook-form');
const { ErrorMessage } = require('@hookform/error-message') as typeof import('@hookform/error-message');
/* eslint-enable @typescript-eslint/no-require-imports */

interface Props {
  children: string;
  language: string;
  action: (code: string) => void;
  required?: boolean;
}

export default function RequestBodyEditor({ children, language, action, required }: Props): React.ReactNode {
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  const [editorDisabled, setEditorDisabled] = useState(false);
  const {
    control,
    formState: { errors },
  } = useFormContext();
  const showErrors = Boolean(errors?.requestBody);

  // The explorer passes a new `action` on every render; report only when the body changes.
  const latestAction = useRef(action);
  latestAction.current = action;
  useEffect(() => {
    latestAction.current(code);
  }, [code]);

  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        rules={{
          required:
            required && !code
              ? translate({ id: 'theme.openapi.form.fieldRequired', message: 'This field is required' })
              : false,
        }}
        name="requestBody"
        render={({ field: { onChange } }) => (
          <div onClick={() => setEditorDisabled(false)} onBlur={() => setEditorDisabled(true)}>
            <Editor
              key={String(isBrowser)}
              className={clsx(
                'openapi-explorer__playground-editor',
                showErrors && 'openapi-explorer__form-item-input error',
              )}
              code={code}
              language={language}
              theme={prismTheme}
              disabled={editorDisabled}
              tabMode="focus"
              onChange={(value) => {
                setCode(value);
                onChange(value);
              }}
            />
          </div>
        )}
      />
      {showErrors ? (
        <ErrorMessage
          errors={errors}
          name="requestBody"
          render={({ message }) => <div className="openapi-explorer__input-error">{message}</div>}
        />
      ) : null}
    </div>
  );
}
