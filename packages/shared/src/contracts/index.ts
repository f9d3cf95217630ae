// Every endpoint contract, for the web's typed client (`import type` only: no schema reaches a bundle).
export * from './history';
export * from './floor';
export * from './staff';
export * from './roster';
export * from './reports';
export * from './backoffice';
