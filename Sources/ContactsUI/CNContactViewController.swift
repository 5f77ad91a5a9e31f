import Contacts
import Foundation
import Vellum

/// ContactsUI's contact card, for showing, adding or editing one contact. The controller keeps
/// the contact and its settings; a representable that returns one draws Vellum's placeholder,
/// nothing is saved and the delegate is never called.
open class CNContactViewController: UIViewController {
  public let contact: CNContact
  /// Kept (weakly, as ContactsUI does) and never called.
  open weak var delegate: (any CNContactViewControllerDelegate)?
  open var contactStore: CNContactStore?
  open var displayedPropertyKeys: [String]?
  open var allowsEditing = true
  open var allowsActions = true
  open var shouldShowLinkedContacts = false
  open var alternateName: String?
  open var message: String?

  /// The card of a contact the app has.
  public init(for contact: CNContact) {
    self.contact = contact
    super.init()
  }
  /// The card for making a new contact, filled in with `contact`'s values.
  public convenience init(forNewContact contact: CNContact?) { self.init(for: contact ?? CNContact()) }
  /// The card of a contact that is not in the database yet.
  public convenience init(forUnknownContact contact: CNContact) { self.init(for: contact) }

  /// The keys the card shows, for fetching a contact before showing it.
  open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
    CNContactFormatter.descriptorForRequiredKeys(for: .fullName)
  }
}
