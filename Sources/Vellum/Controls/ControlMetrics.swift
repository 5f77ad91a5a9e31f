import Foundation

/// Sizes and colours of the iOS 17/18 controls Vellum draws, in one place. Each names its
/// source; "L" marks a best estimate to calibrate against a real screenshot (spec §11).
enum ControlMetrics {
  // MARK: Switch (UISwitch)

  /// The switch track: 51 × 31 (spec §2.4 table, measured; H).
  static let switchSize = CGSize(width: 51, height: 31)
  /// The knob: 27 pt, 2 pt inside the track (UISwitch, Apple design resources; M).
  static let switchKnobDiameter: CGFloat = 27
  static let switchKnobInset: CGFloat = 2
  /// The knob's shadow: soft, all round the knob, and inside the track: iOS darkens the
  /// track by about 5-8 % next to the knob and nothing beyond it (every toggle in
  /// ../shared/ios-reference measures 51 × 31 with its shadow; M, read off bwa-debug-menu).
  static let switchKnobShadow = (opacity: 0.12, radius: CGFloat(2.5), y: CGFloat(1.5))
  /// The track is drawn this far past the trailing edge of the switch's layout frame (all 9
  /// toggle cases in ../shared/ios-reference: right edge 376 with 16 pt padding on a 390 pt
  /// screen, 352 in a List row whose content ends at 350; H).
  static let switchTrailingOverhang: CGFloat = 2
  /// A disabled control is drawn at half opacity (UIControl dims disabled controls; L).
  static let disabledOpacity = 0.5
  /// A disabled control's label and a disabled field's text: grey, as iOS dims them (the
  /// default button's disabled label is `.gray`, spec §9 from OpenSwiftUI's
  /// BorderlessButtonStyle; the same grey for Toggle, Stepper, Picker and DatePicker labels
  /// is an observation of iOS 17 forms, L).
  static let disabledLabel = Color.gray

  // MARK: Text fields

  /// A `.roundedBorder` field is 34 tall (spec §2.4 table) with text 7 pt from its edges
  /// (UITextField.BorderStyle.roundedRect text inset; L), corner radius 5 (L).
  static let roundedFieldHeight: CGFloat = 34
  static let roundedFieldInset: CGFloat = 7
  static let roundedFieldRadius: CGFloat = 5
  /// The bullet a `SecureField` shows for each character (UITextField secure entry).
  static let secureBullet: Character = "•"

  // MARK: Progress

  /// A linear progress bar is 4 tall with round ends (UIProgressView.Style.default, iOS 14+; M).
  static let progressBarHeight: CGFloat = 4
  /// Space between a linear progress view's label, bar and current-value label (L).
  static let progressLabelSpacing: CGFloat = 4
  /// The spinner: 8 spokes in a 20 pt box (UIActivityIndicatorView.Style.medium) or 37 pt
  /// (`.large`); spokes from 44 % to 100 % of the radius, 2 pt wide at 20 pt (L).
  static let spinnerSpokes = 8
  static func spinnerDiameter(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini: 12
    case .small: 16
    case .regular: 20
    case .large, .extraLarge: 37
    }
  }
  /// Space between a spinner and its label below it (L).
  static let spinnerLabelSpacing: CGFloat = 8

  // MARK: Slider (UISlider)

  /// The track is 4 tall (iOS 13+; M), its centre 16 pt below the slider's top, its rounded
  /// ends 1 pt in from the slider's; the thumb a 27 pt white circle 1.33 pt below the slider's
  /// top, so a little above the track's centre (iOS 17.0.1 @3x, bw-generator-password: a
  /// slider padded 8 in a card, track 504–508 in 490–521, knob 491.33–518.33; H).
  static let sliderTrackHeight: CGFloat = 4
  static let sliderTrackCentre: CGFloat = 16
  static let sliderTrackInset: CGFloat = 1
  static let sliderThumbDiameter: CGFloat = 27
  static let sliderThumbTop: CGFloat = 4 / 3
  /// The thumb's two shadows, deeper than the switch knob's: a tight one (black 14.5 %,
  /// radius 2.3, 0.64 down) and a broad one (black 8 %, radius 4.6, 8.2 down) that trails
  /// 10 pt below the thumb (L: fitted to bw-generator-password's pixels, iOS 17.0.1, within
  /// 1 unit RMS above, beside and below the thumb).
  static let sliderThumbShadows = (
    tight: (opacity: 0.145, radius: CGFloat(2.3), y: CGFloat(0.64)),
    broad: (opacity: 0.08, radius: CGFloat(4.6), y: CGFloat(8.2))
  )

  // MARK: Stepper (UIStepper)

  /// The − | + control: 94 × 32, continuous corners of radius 8 (UIStepper's intrinsic size,
  /// iOS 13+; M). iOS 17.0.1 at @3x (bw-generator-password, bw-new-send-text, bwa-edit-item; H):
  /// its corner profile is a continuous 8's (Vellum's 8 leaves 0.24 px less of each of the top
  /// 25 pixel rows uncovered on average, 0.73 at most); it draws three pieces of the track, a
  /// 46.5 pt half, a 1 pt middle and a 46.5 pt half, so the two seams fall mid-pixel and the
  /// columns either side of the middle read 1 unit lighter (rgb 228 on the 227,227,232 track
  /// over the page's 242,242,247), which is why the corpus's tool measures two 46.67 pt fills
  /// (Vellum's read a unit darker, see `StepperTrackPiece`). The divider is a 1 × 18 capsule
  /// in the system fill (rgb 206,206,212), 7 pt from the top, filling the middle's width.
  static let stepperSize = CGSize(width: 94, height: 32)
  static let stepperRadius: CGFloat = 8
  static let stepperMiddleWidth: CGFloat = 1
  static let stepperDividerHeight: CGFloat = 18
  /// The − and + (SF Symbols at UIStepper's size): 13.67 pt from cap to cap, strokes 1.5 pt
  /// with round caps, centred in each half (bwa-edit-item @3x, ink summed per row and column:
  /// − 13.65 long, 1.49 thick, centred at 23.18 × 15.92 in the control; + arms 13.58 long,
  /// centred at 70.69 × 16.15; the halves' middles are 23.25 and 70.75 × 16; H).
  static let stepperGlyphLength: CGFloat = 41 / 3
  static let stepperGlyphStroke: CGFloat = 1.5

  // MARK: Segmented control (UISegmentedControl, iOS 13+)

  /// 32 tall (small: 24, large: 40; L), 13 pt text, semibold when selected (M).
  static func segmentedHeight(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini: 20
    case .small: 24
    case .regular: 32
    case .large, .extraLarge: 40
    }
  }
  /// How far the track hangs below the control's layout frame: iOS 17 lays a regular
  /// UISegmentedControl out 31 tall and draws its 32 pt track from the frame's top. Measured:
  /// in bw-new-send-text the track sits where Vellum's does (y 261.33, 32 tall) but the title
  /// 16 below the control starts 1 pt higher (card 338.33 where a 32 pt frame gives 339.33);
  /// in criticalmaps-appearance-ios17 the control, centred in a 50 pt frame, draws its track
  /// 0.67 lower than a 32 pt frame would (137.0, Vellum's 136.33). Assumed for the other
  /// control sizes (L).
  static let segmentedTrackOverhang: CGFloat = 1
  /// The track's continuous corners have radius 8 and the selected segment, 2 pt inside it, 6
  /// (iOS 17 @3x; H): the track's corner profile in bw-new-send-text is, row by row, the
  /// UIStepper's beside it (a continuous 8, see `stepperSize`), and the selected segment's rows
  /// turn white where a 6's do, 3 px sooner than a 7's; the segment is 28 tall, 2 pt from the
  /// track's edges in both criticalmaps-appearance-ios17 and bw-new-send-text.
  static let segmentedRadius: CGFloat = 8
  static let segmentedInset: CGFloat = 2
  static let segmentedSelectedRadius: CGFloat = 6
  /// Between each two segments a 1 pt slot (see `SegmentedLayout`): it holds a 1 × 18 capsule
  /// separator, 7 pt from the track's top and bottom, in the system fill (rgb 214,214,217 over
  /// the 238,238,239 track over white: criticalmaps-appearance-ios17 @3x, x 254–255 of a track at
  /// 16–374; H), unless the selected segment is beside it. Other control sizes keep the 7 pt (L).
  static let segmentedDividerWidth: CGFloat = 1
  static func segmentedSeparatorHeight(_ size: ControlSize) -> CGFloat { segmentedHeight(size) - 14 }
  /// The selected segment's shadow: one, black 13 %, blur radius 2.35, 2 pt down, clipped to
  /// the track. It shades the 2 pt of track above the segment to rgb(233–237) and the 2 pt below
  /// to rgb(215–220) over the 238 track, and fades out 5 pt from its sides (H: fitted to the
  /// track's pixels around the selected segment, 0.56 units RMS in criticalmaps-appearance-ios17
  /// and 0.49 in bw-new-send-text, iOS 17; Vellum's two shadows, 9 % radius 2 and 2.5 % radius 6
  /// both 3 pt down, were 1.7 and 1.6 off and shaded the track's top row beside the segment's
  /// end, which the corpus's tool read as the track starting 3 pt further right).
  static let segmentedShadow = Shadow(opacity: 0.13, radius: 2.35, y: 2)
  struct Shadow {
    let opacity: Double
    let radius: CGFloat
    let y: CGFloat
  }
  static let segmentedFontSize: CGFloat = 13
  /// The least padding either side of a segment's title (L).
  static let segmentedTitlePadding: CGFloat = 12
}

extension Color {
  /// `UIColor.secondarySystemFill`: the switch's off track (iOS 13+; H).
  static let secondarySystemFill = system("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// `UIColor.placeholderText` (iOS 13+; H).
  static let placeholderText = system("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// A `.roundedBorder` field's fill: white, dark `tertiarySystemBackground` (L).
  static let textFieldBackground = system("textFieldBackground", (255, 255, 255, 1), (44, 44, 46, 1))
  /// The selected segment of a segmented control: white, dark rgb(99,99,102) (M).
  static let selectedSegment = system("selectedSegment", (255, 255, 255, 1), (99, 99, 102, 1))
}

extension ControlMetrics {
  /// A slider's height: UISlider's intrinsic 31 (bw-generator-password: the card around a
  /// slider padded 8 is 47 tall; H).
  static let sliderHeight: CGFloat = 31
  /// A slider's width when nothing is proposed (SwiftUI's is not documented; L).
  static let sliderIdealWidth: CGFloat = 200
}

extension ControlMetrics {
  /// Space between a menu picker's value and its chevrons (L).
  static let menuChevronSpacing: CGFloat = 4
  /// The layout width of a menu picker's chevrons (M: fitted to the ink measured in
  /// ios-reference scannow-settings-ios18, 8 pt ending 22 pt inside the card).
  static let menuChevronWidth: CGFloat = 11
  static let menuChevronInk = CGSize(width: 8, height: 12)
  static let menuChevronStroke: CGFloat = 1.5
  /// An inline picker's option rows in a `Form`: the standard 44 pt row (spec §2.4).
  static let inlineRowHeight: CGFloat = 44
  /// UIPickerView: 216 tall (its standard height; H), rows 34 apart with 21 pt text
  /// (UIPickerView's default labels; M), the selection band radius 8 (L); neighbours fade
  /// with distance (L).
  static let wheelHeight: CGFloat = 216
  static let wheelRowHeight: CGFloat = 34
  static let wheelFontSize: CGFloat = 21
  static let wheelBandRadius: CGFloat = 8
  static let wheelOpacity: [Double] = [1, 0.55, 0.3, 0.15]
}

extension ControlMetrics {
  /// Compact date picker chips: 35 tall, text 11 pt in, radius 6, 6 apart. The height is
  /// measured on iOS 17.0.1 (bw-new-send-text: a hidden, fixed-size compact `DatePicker` sizes
  /// each date button, and the footnote under it sits 1.0 pt higher than under the 36 pt
  /// button drawn in it, in both date fields); the rest is L, from iOS 17 screenshots of
  /// `UIDatePicker.PreferredStyle.compact`.
  static let dateChipHeight: CGFloat = 35
  static let dateChipHorizontalPadding: CGFloat = 11
  static let dateChipRadius: CGFloat = 6
  static let dateChipSpacing: CGFloat = 6
  /// A graphical calendar's day cell: 44 pt (the HIG's minimum tap target; L).
  static let calendarCellSize: CGFloat = 44
  /// The selected day's circle: the tint at 12 % (L).
  static let calendarSelectionOpacity = 0.12
}

extension ControlMetrics {
  /// UIColorWell: 28 pt, its ring 3 pt wide, 2 pt from the colour (L).
  static let colorWellDiameter: CGFloat = 28
  static let colorWellRing: CGFloat = 3
  static let colorWellGap: CGFloat = 2
}
