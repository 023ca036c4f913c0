import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormAlert } from '@/ui/FormAlert';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useSubmitQuestionnaireMutation } from './bookingApi';
import { ANSWER_MAX_LENGTH, SESSION_QUESTIONS, answersOf } from './sessionQuestions';

type SessionQuestionnaireProps = {
  sessionId: string;
  stylistFirstName: string;
  onDone: () => void;
  /** Leaves without answering: on to the session, nothing sent. */
  onSkip: () => void;
};

/** The quiz stand-in: a few questions about the session, sent to the stylist's chat. */
export const SessionQuestionnaire = ({
  sessionId,
  stylistFirstName,
  onDone,
  onSkip,
}: SessionQuestionnaireProps) => {
  const [values, setValues] = useState<Record<string, string>>({});
  const [submit, { isLoading, isError }] = useSubmitQuestionnaireMutation();
  const answers = answersOf(values);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answers.length || isLoading) return;
    try {
      await submit({ sessionId, answers }).unwrap();
      onDone();
    } catch {
      // The alert below says so; the answers stay in the form.
    }
  };

  const bind = (id: string) => ({
    name: id,
    value: values[id] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [id]: event.target.value })),
  });

  return (
    <Form onSubmit={(event) => void handleSubmit(event)} noValidate>
      {SESSION_QUESTIONS.map((item) => {
        if (item.kind === 'choice') {
          return (
            <Select
              key={item.id}
              label={item.question}
              placeholder="Choose one"
              options={(item.options ?? []).map((option) => ({ value: option, label: option }))}
              {...bind(item.id)}
            />
          );
        }
        const Control = item.kind === 'long' ? TextAreaField : TextField;
        return (
          <Control
            key={item.id}
            label={item.question}
            hint={item.hint}
            maxLength={ANSWER_MAX_LENGTH}
            {...bind(item.id)}
          />
        );
      })}
      <FormAlert message={isError ? `We couldn't send your answers. Please try again.` : null} />
      <Actions>
        <Button type="submit" variant="major" fullWidth disabled={!answers.length || isLoading}>
          {isLoading ? 'Sending…' : `Send to ${stylistFirstName}`}
        </Button>
        <Button type="button" variant="ghost" onClick={onSkip}>
          Skip for now
        </Button>
      </Actions>
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
`;
