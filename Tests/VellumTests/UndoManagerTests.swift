import Foundation
import Testing
import Vellum

/// Foundation's undo manager, which Linux lacks, as a drawing or editing screen's model uses it.
@Suite struct UndoManagerTests {
  final class Document {
    var lines: [String] = []
    let undoManager = UndoManager()

    func add(_ line: String) {
      lines.append(line)
      undoManager.registerUndo(withTarget: self) { $0.removeLast() }
      undoManager.setActionName("Add")
    }

    func removeLast() {
      let line = lines.removeLast()
      undoManager.registerUndo(withTarget: self) { $0.add(line) }
    }
  }

  @Test func undoAndRedoRunTheRegisteredActions() {
    let document = Document()
    #expect(!document.undoManager.canUndo && !document.undoManager.canRedo)
    document.add("one")
    document.add("two")
    #expect(document.undoManager.canUndo && document.undoManager.undoMenuItemTitle == "Undo Add")
    document.undoManager.undo()
    #expect(document.lines == ["one"] && document.undoManager.canRedo)
    document.undoManager.redo()
    #expect(document.lines == ["one", "two"])
    document.undoManager.undo()
    document.undoManager.undo()
    #expect(document.lines.isEmpty && !document.undoManager.canUndo)
    document.undoManager.redo()
    document.add("three")
    #expect(!document.undoManager.canRedo, "a new change clears the redos")

    // A group undoes as one.
    document.undoManager.beginUndoGrouping()
    document.add("four")
    document.add("five")
    document.undoManager.endUndoGrouping()
    document.undoManager.undo()
    #expect(document.lines == ["one", "three"])
    document.undoManager.disableUndoRegistration()
    document.add("six")
    document.undoManager.enableUndoRegistration()
    // Registration off added no undo: two are left, each removing the last line.
    document.undoManager.undo()
    document.undoManager.undo()
    #expect(document.lines == ["one"] && !document.undoManager.canUndo)
    document.undoManager.removeAllActions()
    #expect(!document.undoManager.canUndo && !document.undoManager.canRedo)
    // A UIKit responder in no window has none.
    #expect(UIView().undoManager == nil)
  }
}
