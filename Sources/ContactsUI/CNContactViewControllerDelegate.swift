import Contacts

/// What a contact card tells its delegate; never called in a preview. Both are optional.
public protocol CNContactViewControllerDelegate: AnyObject {
  func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
  func contactViewController(
    _ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty
  ) -> Bool
}

extension CNContactViewControllerDelegate {
  public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
  public func contactViewController(
    _ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty
  ) -> Bool { true }
}
