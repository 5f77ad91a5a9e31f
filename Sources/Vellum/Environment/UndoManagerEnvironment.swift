import Foundation

enum UndoManagerKey: EnvironmentKey { static let defaultValue: UndoManager? = nil }

extension EnvironmentValues {
  /// The undo manager views register their undo operations with. SwiftUI's is nil where
  /// there is no undo, and on iOS a window's (every `UIWindow` has one, for shake to undo).
  /// A Vellum render is one window: each render (a preview, a golden, an `ImageRenderer`
  /// image) gets a fresh, empty manager, shared by the whole screen and what it presents,
  /// so what a view registers in `onAppear` can be undone within the same frame and never
  /// leaks into the next render.
  public var undoManager: UndoManager? { self[UndoManagerKey.self] }

  /// A fresh manager for a render's window, unless the environment already has one (a
  /// presented layer shares its screen's).
  mutating func openingWindowUndoManager() {
    if storage[ObjectIdentifier(UndoManagerKey.self)] == nil { self[UndoManagerKey.self] = UndoManager() }
  }
}
