import Foundation

/// The status bar and home indicator drawn over a device canvas, in the canvas's own
/// coordinates, black in light appearance and white in dark (iOS's default status bar style
/// over an app in that appearance).
nonisolated struct DeviceChromeOverlay: View {
  let chrome: DeviceChrome
  let size: CGSize
  let showsStatusBar: Bool
  let showsHomeIndicator: Bool
  /// The scheme of a bar under the status bar that sets its own; nil: the screen's.
  var statusBarColorScheme: ColorScheme? = nil
  @Environment(\.colorScheme) private var colorScheme

  typealias M = DeviceChromeMetrics

  var body: some View {
    let ink = colorScheme == .dark ? Color.white : Color.black
    let statusInk = (statusBarColorScheme ?? colorScheme) == .dark ? Color.white : Color.black
    ZStack(alignment: .topLeading) {
      if showsStatusBar {
        Group {
          switch chrome.style {
          case .faceID: faceIDStatusBar
          case .homeButton: homeButtonStatusBar
          }
        }
        .foregroundStyle(statusInk)
      }
      if showsHomeIndicator {
        Capsule()
          .frame(width: M.homeIndicatorSize.width, height: M.homeIndicatorSize.height)
          .position(
            x: size.width / 2, y: size.height - M.homeIndicatorBottomInset - M.homeIndicatorSize.height / 2)
      }
    }
    .foregroundStyle(ink)
    .frame(width: size.width, height: size.height, alignment: .topLeading)
    .environment(\.layoutDirection, .leftToRight)
  }

  /// The time centred in the leading ear, the levels centred in the trailing one.
  private var faceIDStatusBar: some View {
    let ear = max((size.width - M.sensorHousingWidth) / 2, 0)
    let timeX = (ear + M.timePadding.leading - M.timePadding.trailing) / 2
    let levelsX = size.width - ear + (ear + M.levelsPadding.leading - M.levelsPadding.trailing) / 2
    return ZStack(alignment: .topLeading) {
      StatusBarTime(fontSize: M.timeFontSize).position(x: timeX, y: M.contentCenterY)
      StatusBarLevels().position(x: levelsX, y: M.contentCenterY)
    }
  }

  /// iPhone SE: the time centred, signal and Wi-Fi leading, the battery trailing.
  private var homeButtonStatusBar: some View {
    let scale = M.compactIconScale
    let center = M.compactBarHeight / 2
    let leading = (M.cellularSize.width + M.levelsGap + M.wifiSize.width) * scale
    let battery = M.batterySize.width * scale
    return ZStack(alignment: .topLeading) {
      HStack(spacing: M.levelsGap * scale) {
        CellularBars().frame(width: M.cellularSize.width * scale, height: M.cellularSize.height * scale)
        WifiFan().frame(width: M.wifiSize.width * scale, height: M.wifiSize.height * scale)
      }
      .position(x: M.compactEdgeInset + leading / 2, y: center)
      StatusBarTime(fontSize: M.compactTimeFontSize).position(x: size.width / 2, y: center)
      BatteryIcon()
        .frame(width: M.batterySize.width, height: M.batterySize.height)
        .scaleEffect(scale)
        .position(x: size.width - M.compactEdgeInset - battery / 2, y: center)
    }
  }
}

/// "9:41", the time Apple's screenshots show, its digits centred on the point it is
/// positioned at.
nonisolated struct StatusBarTime: View {
  let fontSize: CGFloat
  var body: some View {
    Text(verbatim: "9:41")
      .font(.system(size: fontSize, weight: .semibold))
      .fixedSize()
  }
}

/// Cellular bars, Wi-Fi and a full battery, 7 pt apart.
nonisolated struct StatusBarLevels: View {
  typealias M = DeviceChromeMetrics
  var body: some View {
    HStack(spacing: M.levelsGap) {
      CellularBars().frame(width: M.cellularSize.width, height: M.cellularSize.height)
      WifiFan().frame(width: M.wifiSize.width, height: M.wifiSize.height)
      BatteryIcon().frame(width: M.batterySize.width, height: M.batterySize.height)
    }
    .fixedSize()
  }
}

/// Four bars of rising height, all filled (full signal).
nonisolated struct CellularBars: Shape {
  func path(in rect: CGRect) -> Path {
    // Four bars 3 pt wide with 2.4-pt gaps fill the 19.2-pt width; heights a third, a half,
    // three quarters and all of the icon's height, as the UI Kit's glyph.
    let count = 4
    let gap = rect.width * 0.125
    let width = (rect.width - gap * CGFloat(count - 1)) / CGFloat(count)
    let fractions: [CGFloat] = [0.33, 0.55, 0.78, 1]
    var path = Path()
    for index in 0..<count {
      let height = rect.height * fractions[index]
      let bar = CGRect(
        x: rect.minX + CGFloat(index) * (width + gap), y: rect.maxY - height, width: width, height: height)
      path.addRoundedRect(in: bar, cornerSize: CGSize(width: 1, height: 1), style: .circular)
    }
    return path
  }
}

/// The Wi-Fi fan: a dot-like wedge and two arcs around the bottom centre, spanning ±45°.
nonisolated struct WifiFan: Shape {
  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.maxY - rect.height * 0.02)
    let outer = rect.height * 0.98
    // Three bands of equal thickness with gaps between them, from the centre outwards.
    let band = outer * 0.235
    let gap = (outer - 3 * band) / 2
    let half = Angle.degrees(44)
    let up = Angle.degrees(-90)
    var path = Path()
    func sector(inner: CGFloat, outer: CGFloat) {
      path.addArc(center: center, radius: outer, startAngle: up - half, endAngle: up + half, clockwise: false)
      if inner > 0 {
        path.addArc(center: center, radius: inner, startAngle: up + half, endAngle: up - half, clockwise: true)
      } else {
        path.addLine(to: center)
      }
      path.closeSubpath()
    }
    sector(inner: 0, outer: band)
    sector(inner: band + gap, outer: 2 * band + gap)
    sector(inner: 2 * band + 2 * gap, outer: outer)
    return path
  }
}

/// A full battery: the outline at 35 % opacity, the cap at 40 %, the charge solid.
nonisolated struct BatteryIcon: View {
  typealias M = DeviceChromeMetrics
  var body: some View {
    ZStack(alignment: .topLeading) {
      RoundedRectangle(cornerRadius: M.batteryBodyRadius, style: .continuous)
        .stroke(lineWidth: 1)
        .frame(width: M.batteryBody.width, height: M.batteryBody.height)
        .offset(x: M.batteryBody.minX, y: M.batteryBody.minY)
        .opacity(M.batteryBodyOpacity)
      UnevenRoundedRectangle(bottomTrailingRadius: 1, topTrailingRadius: 1)
        .frame(width: M.batteryCap.width, height: M.batteryCap.height)
        .offset(x: M.batteryCap.minX, y: M.batteryCap.minY)
        .opacity(M.batteryCapOpacity)
      RoundedRectangle(cornerRadius: M.batteryFillRadius, style: .continuous)
        .frame(width: M.batteryFill.width, height: M.batteryFill.height)
        .offset(x: M.batteryFill.minX, y: M.batteryFill.minY)
    }
    .frame(width: M.batterySize.width, height: M.batterySize.height, alignment: .topLeading)
  }
}
