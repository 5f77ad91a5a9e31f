import Contacts
import Foundation
import Vellum

/// ContactsUI's contact picker, as SwiftUI files wrap it in a `UIViewControllerRepresentable` or
/// present it. iOS shows the person's contacts in its own process; a preview has none to show:
/// the picker keeps its settings, a representable that returns one draws Vellum's placeholder,
/// and the delegate is never called.
open class CNContactPickerViewController: UIViewController {
  /// Kept (weakly, as ContactsUI does) and never called.
  open weak var delegate: (any CNContactPickerDelegate)?
  open var displayedPropertyKeys: [String]?
  open var predicateForEnablingContact: NSPredicate?
  open var predicateForSelectionOfContact: NSPredicate?
  open var predicateForSelectionOfProperty: NSPredicate?

  public override init() { super.init() }
}
