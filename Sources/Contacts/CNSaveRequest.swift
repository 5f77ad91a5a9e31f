import Foundation

/// Changes to save to the contacts database in one go, through a store's `execute(_:)`. The
/// request keeps what it is given; a preview's store refuses to save it (see `CNContactStore`).
open class CNSaveRequest: NSObject, @unchecked Sendable {
  /// The contacts to add, with the container each goes to (nil for the default container).
  private(set) var added: [(contact: CNMutableContact, container: String?)] = []
  private(set) var updated: [CNMutableContact] = []
  private(set) var deleted: [CNMutableContact] = []

  public override init() { super.init() }

  open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
    added.append((contact, identifier))
  }
  open func update(_ contact: CNMutableContact) { updated.append(contact) }
  open func delete(_ contact: CNMutableContact) { deleted.append(contact) }

  /// Whether anything is to be saved.
  var isEmpty: Bool { added.isEmpty && updated.isEmpty && deleted.isEmpty }
}
