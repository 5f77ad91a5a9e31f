import Foundation

/// The contacts database, on a device whose person was never asked for access and declines when
/// asked: `authorizationStatus(for:)` answers `.notDetermined`, `requestAccess` answers `false`
/// with `CNError.authorizationDenied` (at once, on the calling thread; Apple answers on a
/// background queue after the person chooses), and every fetch or save throws that error, as iOS
/// does without access. A screen shows its empty or "allow access" state; contacts the app makes
/// itself (`CNMutableContact`) keep their values.
open class CNContactStore: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  /// Always `.notDetermined`: nobody was asked.
  open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

  /// Calls `completionHandler` at once, on the calling thread, with `false` and
  /// `CNError.authorizationDenied`.
  open func requestAccess(
    for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    completionHandler(false, Self.denied)
  }

  /// Throws `CNError.authorizationDenied`, as the callback form's error.
  open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
    throw Self.denied
  }

  /// Throws `CNError.authorizationDenied`; the block is never called.
  open func enumerateContacts(
    with fetchRequest: CNContactFetchRequest,
    usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
  ) throws {
    throw Self.denied
  }

  /// Throws `CNError.authorizationDenied`.
  open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws
    -> [CNContact]
  {
    throw Self.denied
  }

  /// Throws `CNError.authorizationDenied`.
  open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws
    -> CNContact
  {
    throw Self.denied
  }

  /// Throws `CNError.authorizationDenied`.
  open func unifiedMeContactWithKeys(toFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
    throw Self.denied
  }

  /// Throws `CNError.authorizationDenied`; nothing is saved.
  open func execute(_ saveRequest: CNSaveRequest) throws {
    throw Self.denied
  }

  /// The default container's identifier; a preview's database has one empty container.
  open func defaultContainerIdentifier() -> String { "Vellum.Preview.Contacts" }

  static var denied: CNError { CNError(.authorizationDenied) }
}

extension Notification.Name {
  /// Posted when the contacts database changes; a preview's never does.
  public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
