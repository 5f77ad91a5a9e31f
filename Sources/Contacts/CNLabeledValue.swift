import Foundation

/// A value with a label ("home", "mobile"), as a contact's phone numbers, email addresses and
/// postal addresses are kept. Labels are Apple's strings (`CNLabelHome` is `_$!<Home>!$_`), shown
/// through `localizedString(forLabel:)` in English.
public final class CNLabeledValue<ValueType>: NSObject, NSCopying, @unchecked Sendable {
  public let identifier: String
  public let label: String?
  public let value: ValueType

  public convenience init(label: String?, value: ValueType) {
    self.init(identifier: UUID().uuidString, label: label, value: value)
  }

  init(identifier: String, label: String?, value: ValueType) {
    (self.identifier, self.label, self.value) = (identifier, label, value)
    super.init()
  }

  /// A copy with a new label, keeping the identifier.
  public func settingLabel(_ label: String?) -> Self { Self(identifier: identifier, label: label, value: value) }
  /// A copy with a new value, keeping the identifier.
  public func settingValue(_ value: ValueType) -> Self { Self(identifier: identifier, label: label, value: value) }
  public func settingLabel(_ label: String?, value: ValueType) -> Self {
    Self(identifier: identifier, label: label, value: value)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The label as the Contacts app shows it in English ("mobile", "home"); a label of the app's
  /// own is returned as it is.
  public class func localizedString(forLabel label: String) -> String {
    labelNames[label] ?? label
  }
}

private let labelNames: [String: String] = [
  CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other",
  CNLabelEmailiCloud: "iCloud", CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary",
  CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberMobile: "mobile", CNLabelPhoneNumberMain: "main",
  CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax", CNLabelPhoneNumberOtherFax: "other fax",
  CNLabelPhoneNumberPager: "pager",
]

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelSchool = "_$!<School>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelEmailiCloud = "iCloud"
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"
