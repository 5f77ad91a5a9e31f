import Foundation

/// UIKit's date picker, as SwiftUI files tune the one inside `DatePicker` through its
/// appearance proxy (`UIDatePicker.appearance().minuteInterval = 15`) or wrap one in a
/// representable. Its values are kept; Vellum draws SwiftUI's `DatePicker` from its own
/// arguments, so nothing set here changes a render.
open class UIDatePicker: UIControl {
  /// What the picker chooses.
  public enum Mode: Int, Sendable {
    case time = 0, date, dateAndTime, countDownTimer, yearAndMonth
  }

  open var date = Date()
  open var datePickerMode: Mode = .dateAndTime
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  open var datePickerStyle: UIDatePickerStyle {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  open var minimumDate: Date?
  open var maximumDate: Date?
  /// The step of the minute wheel, from 1 to 30; UIKit uses 1 for a value that does not
  /// divide 60.
  open var minuteInterval = 1 {
    didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
  }
  open var countDownDuration: TimeInterval = 0
  open var locale: Locale?
  open var calendar: Calendar = .current
  open var timeZone: TimeZone?

  public override init() { super.init() }

  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  nonisolated(unsafe) static let proxy = UIDatePicker()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UIDatePicker { proxy }
}

/// How a UIKit date picker is drawn.
public enum UIDatePickerStyle: Int, Sendable {
  case automatic = 0, wheels, compact, inline
}
