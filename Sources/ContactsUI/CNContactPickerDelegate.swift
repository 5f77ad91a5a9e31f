import Contacts

/// What a contact picker tells its delegate when the person picks or cancels. Vellum never shows
/// the picker, so none of these is called; all are optional, as in ContactsUI. Implementing
/// `didSelect contacts:` or `didSelectContactProperties` makes iOS's picker allow several.
public protocol CNContactPickerDelegate: AnyObject {
  func contactPickerDidCancel(_ picker: CNContactPickerViewController)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
  func contactPicker(
    _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
  public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
  public func contactPicker(
    _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]
  ) {}
}
