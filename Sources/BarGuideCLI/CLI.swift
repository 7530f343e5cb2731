import BarGuideKit
public enum CLI {}
