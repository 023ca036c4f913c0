/** Invented people: stylists and their clients. */
export const femaleFirstNames: string[] = [
  'Amara', 'Beatrice', 'Camille', 'Daniela', 'Elena', 'Farah', 'Gabrielle', 'Hana', 'Imogen',
  'Jasmine', 'Keiko', 'Leila', 'Marisol', 'Nadia', 'Olivia', 'Priya', 'Rosalind', 'Sofia',
  'Tamsin', 'Valentina', 'Whitney', 'Yara', 'Zoe', 'Adaeze', 'Bianca', 'Clara', 'Delphine',
  'Esme', 'Fiona', 'Giulia', 'Harper', 'Ingrid', 'Josephine', 'Kira', 'Lucia', 'Maya', 'Noor',
  'Paloma', 'Quinn', 'Renata', 'Simone', 'Talia', 'Uma', 'Vivian', 'Willa', 'Ximena', 'Yasmin',
  'Aisha', 'Brooke', 'Celeste', 'Dana', 'Eliza', 'Grace', 'Iris', 'June', 'Lena', 'Mei',
  'Nina', 'Rachel', 'Sasha', 'Tessa',
];

export const maleFirstNames: string[] = [
  'Adrian', 'Benjamin', 'Callum', 'Dante', 'Elliot', 'Felix', 'Gabriel', 'Hugo', 'Isaac',
  'Julian', 'Kenji', 'Luca', 'Marcus', 'Nathaniel', 'Omar', 'Patrick', 'Rafael', 'Samuel',
  'Theo', 'Victor', 'Wesley', 'Xavier', 'Yusuf', 'Zachary', 'Andre', 'Bruno', 'Cyrus',
  'Desmond', 'Emeka', 'Finn', 'Grant', 'Henry', 'Jonah', 'Kofi', 'Leon', 'Malik', 'Noah',
  'Owen', 'Reza', 'Sebastian', 'Tobias', 'Vincent', 'Will',
];

export const lastNames: string[] = [
  'Abernathy', 'Adeyemi', 'Alvarez', 'Ambrose', 'Bellamy', 'Bennett', 'Castellanos', 'Chen',
  'Cho', 'Dalton', 'Delacroix', 'Dubois', 'Ellison', 'Esposito', 'Fairfax', 'Fontaine',
  'Garrido', 'Greer', 'Halloway', 'Hartley', 'Ibarra', 'Ishikawa', 'Jansen', 'Kapoor',
  'Kowalski', 'Lambert', 'Laurent', 'Lindqvist', 'Mbeki', 'Mercer', 'Moreau', 'Nakamura',
  'Navarro', 'Novak', 'Okafor', 'Oliveira', 'Pemberton', 'Petrov', 'Quintero', 'Ramsey',
  'Rasmussen', 'Reyes', 'Rossi', 'Sandoval', 'Sato', 'Sinclair', 'Soto', 'Sullivan',
  'Takahashi', 'Thornton', 'Underwood', 'Valdez', 'Vance', 'Varga', 'Whitaker', 'Wilder',
  'Winslow', 'Xu', 'Yamamoto', 'Zeller', 'Asante', 'Brennan', 'Carvalho', 'Devereaux',
  'Eastwood', 'Falcone', 'Gallagher', 'Haddad', 'Ivanova', 'Jovanovic', 'Kim', 'Lopez',
  'Mendoza', 'Nguyen', 'Osei', 'Park', 'Rahman', 'Silva', 'Turner', 'Walsh',
];
