// Package ntuple is the n-tuple network, a pattern evaluation for any
// board game, small enough to embed and fast enough for alpha-beta.
//
// # The network
//
// A board is a vector of small codes, one a cell: 0 for an empty cell, 1
// for a piece of the player to move, 2 for one of the opponent, and so on.
// A pattern is a list of cells; the network holds one weight for every
// configuration of every pattern's contents, and the value of a board is
// the sum of the weights of the configurations it shows (Network.Value),
// in logits of the player to move's chance to win. Each pattern is also
// placed under the board's symmetries, the copies sharing its weights.
//
// The package holds what a game's evaluation needs at play time, and
// imports only package ply and package diagram, so that a game may embed
// a network and evaluate with it. Package tune trains networks: by
// regression on labelled positions (tune.Fit over the features
// AppendIndexes gives) or by TD(lambda) self-play (tune.TD).
//
// # Any game with a Diagram
//
// DiagramBoard reads the board of any game with a diagram.Diagrammer, with
// OwnerCode's codes, and DiagramSymmetries gives the rotations and
// reflections of its grid. A game's own board function, reading its
// state's bitboards directly, is much faster; package mapello's is the
// example.
//
// # Binary form
//
// MarshalBinary and UnmarshalBinary write and read a network with its
// patterns and symmetries, for go:embed.
package ntuple
