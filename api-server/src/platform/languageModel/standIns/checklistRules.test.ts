import type { ScoringCriterion } from '../checklistScoring';
import { linesOf, scoreTranscript } from './checklistRules';

/* The local scoring rules on the demo salon's Russian checklist: what they meet, what breaks a negated one, what does not apply. */
const item = (id: string, title: string, description: string): ScoringCriterion => ({ id, title, description });
const CHECKLIST = [
  item('greet', 'Поздоровался и представился', 'Первое сообщение дня начинается с приветствия и имени администратора.'),
  item('fast', 'Ответил в течение 15 минут', 'Первый ответ клиенту в рабочее время не позже чем через 15 минут.'),
  item('price', 'Назвал цену', 'Клиент узнал стоимость услуги до записи.'),
  item('bye', 'Попрощался', 'Разговор закончен благодарностью или прощанием.'),
  item('rude', 'Не грубил клиенту', 'Нет грубых, оскорбительных или пренебрежительных слов.'),
];

const POLITE = [
  'Администратор: Добрый день, приветствую вас! Салон «Лотос», администратор Анна.',
  'Клиент: Сколько стоит стрижка?',
  'Администратор: Стоимость услуги — 2500 рублей.',
  'Администратор: Спасибо за разговор, благодарим вас, до свидания!',
].join('\n');

it('meets a criterion on the line holding its words and quotes it; a time limit does not apply to a call', () => {
  expect(scoreTranscript(CHECKLIST, POLITE)).toEqual([
    { itemId: 'greet', outcome: 'passed', quote: 'Администратор: Добрый день, приветствую вас! Салон «Лотос», администратор Анна.' },
    { itemId: 'fast', outcome: 'notApplicable', quote: null },
    { itemId: 'price', outcome: 'passed', quote: 'Администратор: Стоимость услуги — 2500 рублей.' },
    { itemId: 'bye', outcome: 'passed', quote: 'Администратор: Спасибо за разговор, благодарим вас, до свидания!' },
    { itemId: 'rude', outcome: 'passed', quote: null },
  ]);
});

it('fails a negated criterion on the line that breaks it, and a positive one no line meets', () => {
  const rude = 'Администратор: Слушайте, клиент, без лишних слов: грубо говоря, нам не до вас.';
  const scored = scoreTranscript(CHECKLIST, rude);
  expect(scored.find((score) => score.itemId === 'rude')).toEqual({ itemId: 'rude', outcome: 'failed', quote: rude });
  expect(scored.find((score) => score.itemId === 'price')).toEqual({ itemId: 'price', outcome: 'failed', quote: null });
});

it('splits a provider’s text without turns into sentences', () => {
  expect(linesOf('Hello, Lotus salon. A haircut costs 40 dollars! Bye?')).toEqual(['Hello, Lotus salon.', 'A haircut costs 40 dollars!', 'Bye?']);
});
