import type { LearnText } from '../en.ts';

export const professionsLearnEs: LearnText['professions'] = {
  title: 'Profesiones (Montañas del Caos)',
  intro:
    'Un módulo opcional de la expansión, para mesas con 2 Cultistas: 7 u 8 jugadores, o 6 con el AUTOMA. Funciona en todos los tableros; el anfitrión lo marca al crear la partida.',
  setup:
    'Preparación: las cartas de cada jugador llegan en un Sobre cerrado. El Sobre de un Investigador contiene además la ficha de Informante, todos los demás (también los de los Cultistas) una ficha de No informante, así que nadie puede distinguirlos. Solo ves tu propia ficha. Una de las cinco fichas de Profesión queda boca abajo junto al tablero; nadie sabe cuál.',
  earn: 'Ganarla: quien primero lucha con éxito contra una ficha de Cultista toma la ficha de Profesión y la pone boca arriba. Desde entonces todos saben quién tiene qué Profesión. Solo hay una por partida.',
  lose: 'Perderla: solo los vivos tienen una Profesión. Quien muere la pierde para siempre; la ficha sale del juego.',
  list: 'Las cinco Profesiones',
  detectiveNight:
    'Cuando se revela el Detective, sigue una breve Fase de noche: todos cierran los ojos y ponen su ficha boca arriba, solo el Detective abre los ojos y ve quién es el Informante, luego todos tapan su ficha y abren los ojos. Todas las pantallas muestran los mismos pasos, así que nadie sabe quién miró.',
};
